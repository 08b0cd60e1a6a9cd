/// A small self-contained page (`--format html`): the answer in words above its map, for sharing
/// or a phone's browser. No script, no stylesheet or font fetched; well-formed XML too (XHTML
/// syntax), so it parses the same way everywhere.
enum AnswerHTML {
    /// The page: `title` as its heading, `text` (the text answer, line by line) as preformatted
    /// text, then `svg` (an `<svg>` element) inline.
    static func page(title: String, text: String, svg: String) -> String {
        """
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>\(MapSVG.escaped(title))</title>
        <style>
        body{font-family:sans-serif;margin:16px auto;max-width:660px;padding:0 8px;color:#222;background:#fff}
        h1{font-size:1.15em;margin:.2em 0 .6em}
        pre{font-family:monospace;font-size:.85em;white-space:pre-wrap;background:#f6f6f6;padding:8px;border-radius:4px}
        svg{max-width:100%;height:auto}
        footer{font-size:.8em;color:#666}
        </style>
        </head>
        <body>
        <h1>\(MapSVG.escaped(title))</h1>
        <pre>\(MapSVG.escaped(text))</pre>
        \(svg)<footer>parkcheck \(Version.current), offline, from the city's published data: check the signs.</footer>
        </body>
        </html>

        """
    }
}
