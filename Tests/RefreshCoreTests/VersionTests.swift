import OvershootRelease
import Testing

@Test func versionIsSemantic() {
  #expect(OvershootVersion.string.split(separator: ".").count == 3)
}
