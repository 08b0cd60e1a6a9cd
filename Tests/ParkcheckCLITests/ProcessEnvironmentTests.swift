import Foundation
import Testing

@testable import parkcheck

/// The environment read from `environ` is ProcessInfo's.
@Suite struct ProcessEnvironmentTests {
    @Test func theVariablesAreProcessInfos() {
        let variables = ProcessEnvironment.current()
        #expect(variables == ProcessInfo.processInfo.environment)
        #expect(!variables.isEmpty)
    }
}
