import Testing

@testable import FeedCore

/// The exact bytes the sanitizer hands libxml2: what it repairs, and what it must leave alone.
@Suite struct SanitizerRepairTests {
  func sanitized(_ xml: String) -> (String, XMLSanitizer.Result) {
    let result = XMLSanitizer.sanitize(Array(xml.utf8))
    return (String(decoding: result.bytes, as: UTF8.self), result)
  }

  @Test func bareAmpersandsBecomeEscapedInTextAndAttributes() {
    let (text, result) = sanitized("<a href='?x=1&y=2'>Tom & Jerry &&; &</a>")
    #expect(text == "<a href='?x=1&amp;y=2'>Tom &amp; Jerry &amp;&amp;; &amp;</a>")
    #expect(result.warnings.isEmpty)
    #expect(result.failure == nil)
  }

  @Test func realEntitiesAndCharacterReferencesAreLeftAlone() {
    let xml = "<a b='&quot;&#x41;'>&amp; &lt; &gt; &quot; &apos; &#233; &#xE9; &#X1F600;</a>"
    let (text, result) = sanitized(xml)
    #expect(text == xml)
    #expect(result.warnings.isEmpty)
  }

  @Test func aDocumentWithNothingToRepairIsNotCopied() {
    let input = Array("<rss><channel><title>A &amp; B</title></channel></rss>".utf8)
    let result = XMLSanitizer.sanitize(input)
    #expect(result.bytes == input)
    result.bytes.withUnsafeBufferPointer { repaired in
      input.withUnsafeBufferPointer { #expect(repaired.baseAddress == $0.baseAddress) }
    }
  }

  @Test func htmlEntitiesBecomeNumericReferences() {
    // `&ne;` grows most for its length among the known entities (4 bytes become 7).
    let (text, _) = sanitized("<t>&nbsp;&copy;&ne;&hellip;&Omega;</t>")
    #expect(text == "<t>&#160;&#169;&#8800;&#8230;&#937;</t>")
  }

  @Test func unknownEntitiesAndBrokenReferencesBecomeText() {
    let (text, _) = sanitized("<t>&bogus; &#xZZ; &#; &#x; &#123456789; &#12a;</t>")
    #expect(
      text == "<t>&amp;bogus; &amp;#xZZ; &amp;#; &amp;#x; &amp;#123456789; &amp;#12a;</t>")
  }

  @Test func forbiddenCharacterReferencesBecomeReplacementCharacters() {
    let (text, result) = sanitized("<t>a&#0;b&#xFFFE;c&#xD800;d</t>")
    #expect(text == "<t>a\u{FFFD}b\u{FFFD}c\u{FFFD}d</t>")
    #expect(
      result.warnings == [
        "Replaced 3 character references that XML does not allow (like &#0;) with U+FFFD"
      ])
  }

  @Test func commentsCDATAAndProcessingInstructionsAreVerbatim() {
    let xml = "<t><!-- & --><![CDATA[ & &nbsp; ]]><?pi & ?></t>"
    #expect(sanitized(xml).0 == xml)
  }

  @Test func aDoctypeBecomesASpaceAndAfterItEverythingIsStillRepaired() {
    let (text, result) = sanitized("<!DOCTYPE r [<!ENTITY e \"x\">]><r>&e; & &nbsp;</r>")
    #expect(text == " <r>&amp;e; &amp; &#160;</r>")
    #expect(
      result.warnings == [
        "Ignored a DOCTYPE with entity declarations (entities are never expanded)"
      ])
  }

  @Test func theWorstGrowthFitsTheBufferItIsGiven() {
    // Every byte an `&` (each grows by 4), or the densest growing entity: the output buffer is
    // sized once from the `&` count and must never be outgrown.
    let ampersands = String(repeating: "&", count: 10_000)
    #expect(
      sanitized("<t>\(ampersands)</t>").0 == "<t>\(String(repeating: "&amp;", count: 10_000))</t>")
    let entities = String(repeating: "&ne;", count: 10_000)
    #expect(
      sanitized("<t>\(entities)</t>").0 == "<t>\(String(repeating: "&#8800;", count: 10_000))</t>")
  }
}
