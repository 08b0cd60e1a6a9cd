/// Receives a JSON value as it is produced, piece by piece in document order: one description of a
/// record (``RecordValues``) can then build a ``JSONObject`` (``JSONValueBuilder``) or be written
/// straight to bytes (``CompactJSONWriter``, ``CSVRowWriter``) without building one, which is what
/// makes large batches fast.
///
/// A value is a scalar (``writeNull()``, ``write(_:)-(Bool)``, ``write(_:)-(Double)``,
/// ``write(_:)-(String)``), an array (``beginArray()``, its elements, ``endArray()``) or an object
/// (``beginObject()``, then ``writeKey(_:)`` and a value per member, ``endObject()``). Writers
/// trust their callers to nest correctly; what an ill-nested sequence gives is unspecified.
package protocol RecordValueWriter: SendableMetatype {
    /// Writes `null`.
    mutating func writeNull()
    /// Writes `true` or `false`.
    mutating func write(_ flag: Bool)
    /// Writes a number.
    mutating func write(_ number: Double)
    /// Writes a string.
    mutating func write(_ text: String)
    /// Starts an array: the values up to ``endArray()`` are its elements.
    mutating func beginArray()
    /// Ends the innermost array.
    mutating func endArray()
    /// Starts an object: each member is a ``writeKey(_:)`` then its value, up to ``endObject()``.
    mutating func beginObject()
    /// Names the next member of the innermost object.
    mutating func writeKey(_ key: String)
    /// Ends the innermost object.
    mutating func endObject()
    /// Whether the writer would pass over the value written next (the member just named is none it
    /// writes): ``member(_:_:)`` then leaves the value unmade, and the writer is as if it had been
    /// written. `false` for every writer that writes whole records.
    var skipsValue: Bool { get }
    /// Whether every value the writer keeps has been written, so that no member left in the record
    /// (its keys are all different) changes what it writes: ``member(_:_:)`` then passes the
    /// member over without naming it. `false` for every writer that writes whole records.
    var isComplete: Bool { get }
}

/// Something written as one JSON value through a ``RecordValueWriter``.
package protocol RecordValues {
    /// Writes the value, in full, to `writer`.
    func write<Writer: RecordValueWriter>(to writer: inout Writer)
}

extension RecordValueWriter {
    /// Never: the whole record is written.
    package var skipsValue: Bool { false }

    /// Never: the whole record is written.
    package var isComplete: Bool { false }

    /// Writes `text`, or `null` when there is none.
    package mutating func write(_ text: String?) {
        if let text { write(text) } else { writeNull() }
    }

    /// Writes `number`, or `null` when there is none.
    package mutating func write(_ number: Double?) {
        if let number { write(number) } else { writeNull() }
    }

    /// Writes `flag`, or `null` when there is none.
    package mutating func write(_ flag: Bool?) {
        if let flag { write(flag) } else { writeNull() }
    }

    /// Writes an array of strings.
    package mutating func write(_ texts: [String]) {
        beginArray()
        for text in texts { write(text) }
        endArray()
    }

    /// Writes the member `key` with the value `body` writes; `body` is not called when the writer
    /// passes the value over (``skipsValue``), so that a value nobody reads is never made; nothing
    /// is written when the writer has all it keeps (``isComplete``).
    package mutating func member(_ key: String, _ body: (inout Self) -> Void) {
        if isComplete { return }
        writeKey(key)
        if !skipsValue { body(&self) }
    }

    /// Writes an object whose members `body` writes (``member(_:_:)``, ``writeKey(_:)``).
    package mutating func object(_ body: (inout Self) -> Void) {
        beginObject()
        body(&self)
        endObject()
    }

    /// Writes `value` as an object whose members `members` writes, or `null` when there is none.
    mutating func write<Value>(_ value: Value?, _ members: (inout Self, Value) -> Void) {
        guard let value else { return writeNull() }
        beginObject()
        members(&self, value)
        endObject()
    }

    /// Writes an array of objects, one per element, whose members `members` writes.
    mutating func writeArray<Elements: Sequence>(
        _ elements: Elements, _ members: (inout Self, Elements.Element) -> Void
    ) {
        beginArray()
        for element in elements {
            beginObject()
            members(&self, element)
            endObject()
        }
        endArray()
    }

    /// Writes a ``JSONValue``, nested values and all.
    package mutating func write(_ value: JSONValue) {
        switch value {
        case .null: writeNull()
        case .bool(let flag): write(flag)
        case .number(let number): write(number)
        case .string(let text): write(text)
        case .array(let elements):
            beginArray()
            for element in elements { write(element) }
            endArray()
        case .object(let object): write(object)
        }
    }

    /// Writes a ``JSONObject``, members in order.
    package mutating func write(_ object: JSONObject) {
        beginObject()
        for (key, value) in object.members {
            writeKey(key)
            write(value)
        }
        endObject()
    }
}

extension JSONObject: RecordValues {
    package func write<Writer: RecordValueWriter>(to writer: inout Writer) {
        writer.write(self)
    }
}
