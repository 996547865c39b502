import ArchHost
import Dispatch
import Foundation
import Synchronization
import Testing

/// Two threads that show one screen at once: one view is built, and the
/// other call stops with the message a second `show()` always gets, never
/// a second view built in silence.
@Suite struct ConcurrentShowTests {
  @Test func twoThreadsShowingOneScreenAlwaysStopWithTheClearMessage() async {
    // NB: admit `.show` in Screen.perform without looking at the outlook to see two views built.
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      for _ in 0..<300 {
        let host = AppHost()
        let views = Atomic<Int>(0)
        let screen = Screen(host: host, name: "log") { context in
          views.add(1, ordering: .relaxed)
          return LoggingView(context: context)
        }
        DispatchQueue.concurrentPerform(iterations: 2) { _ in screen.show() }
        // Reached only if both calls returned: say how many views were built.
        FileHandle.standardError.write(Data("both returned, \(views.load(ordering: .relaxed)) views\n".utf8))
      }
      exit(0)
    }
    let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(!stderr.contains("both returned"))
    #expect(stderr.contains("Screen \"log\".show()"))
    #expect(stderr.contains("pop() it first"))
  }
}
