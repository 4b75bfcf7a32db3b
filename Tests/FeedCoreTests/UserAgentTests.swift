import FeedCore
import Testing

@Test func userAgentNamesTheApp() {
  #expect(FeedCore.userAgent.hasPrefix("Overshoot/"))
}
