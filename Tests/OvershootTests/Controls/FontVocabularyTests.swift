import CGtk
import GtkGlue
import GtkTestSupport
import XCTest

@testable import Overshoot

/// `Font.system(size:weight:design:)`, `.system(_:design:)`, `.fontWeight`, `.italic`,
/// `.monospaced`, read back from the font GTK gives each label's text (its Pango context).
final class FontVocabularyTests: GtkTestCase {
  /// What a label's text is drawn in.
  struct DrawnFont: Equatable {
    var family: String
    var pixels: Int
    var isAbsolute: Bool
    var weight: Int
    var isItalic: Bool
  }

  @MainActor static func font(of widget: UnsafeMutablePointer<GtkWidget>) -> DrawnFont {
    let description = pango_context_get_font_description(gtk_widget_get_pango_context(widget))
    return DrawnFont(
      family: pango_font_description_get_family(description).map { String(cString: $0) } ?? "",
      pixels: Int(pango_font_description_get_size(description)) / Int(PANGO_SCALE),
      isAbsolute: pango_font_description_get_size_is_absolute(description) != 0,
      weight: Int(pango_font_description_get_weight(description).rawValue),
      isItalic: pango_font_description_get_style(description) == PANGO_STYLE_ITALIC)
  }

  func testSystemFontsSetSizeWeightFamilyAndSlant() {
    MainActor.assumeIsolated {
      let shown = WidgetModifierTests.Shown {
        Text("Sized").font(.system(size: 20, weight: .semibold, design: .monospaced))
        Text("Styled").font(.system(.title, design: .serif))
        Text("Weighted").font(.system(size: 14, weight: .light)).fontWeight(.heavy)
        Text("Slanted").italic().monospaced()
        Text("Chained").font(.body.weight(.bold).italic())
        Text("Plain").font(.headline)
        Text("Bolded").font(.system(size: 12, weight: .light)).bold()
      }
      defer { shown.window.close() }
      let labels = WidgetChildren.of(shown.root)
      let sized = Self.font(of: labels[0])
      XCTAssertEqual(sized.pixels, 20)
      XCTAssertTrue(sized.isAbsolute, "a system size is in points (CSS px), not scaled as pt")
      XCTAssertEqual(sized.weight, 600)
      XCTAssertEqual(sized.family, "monospace")
      XCTAssertEqual(Self.font(of: labels[1]).family, "serif")
      XCTAssertEqual(gtk_widget_has_css_class(labels[1], "title-2"), 1, "the style stays GNOME's")
      XCTAssertEqual(Self.font(of: labels[2]).weight, 800, ".fontWeight wins over the font's")
      XCTAssertEqual(Self.font(of: labels[2]).pixels, 14)
      XCTAssertTrue(Self.font(of: labels[3]).isItalic)
      XCTAssertEqual(Self.font(of: labels[3]).family, "monospace")
      XCTAssertEqual(Self.font(of: labels[4]).weight, 700)
      XCTAssertTrue(Self.font(of: labels[4]).isItalic)
      XCTAssertEqual(gtk_widget_has_css_class(labels[4], "body"), 1)
      XCTAssertEqual(gtk_widget_has_css_class(labels[5], "heading"), 1)
      XCTAssertEqual(Self.font(of: labels[5]).weight, 700, "GNOME's heading is bold")
      XCTAssertEqual(Self.font(of: labels[6]).weight, 700, ".bold() wins over the font's weight")
    }
  }

  func testAnUpdatedFontReplacesTheOneBefore() {
    MainActor.assumeIsolated {
      let shown = WidgetModifierTests.Shown {
        Text("Growing").font(.system(size: 20, weight: .bold)).fontWeight(.black)
      }
      defer { shown.window.close() }
      let label = shown.root
      XCTAssertEqual(Self.font(of: label).weight, 900)
      let next = Text("Growing").font(.system(size: 30)).fontWeight(nil)
      XCTAssertTrue(next.update(label))
      GtkTestEnvironment.wait("the label in the new size") { Self.font(of: label).pixels == 30 }
      XCTAssertEqual(Self.font(of: label).weight, 400, "the old weights are gone")
      let generated = Self.classes(of: label).filter { $0.hasPrefix("overshoot-") }
      XCTAssertEqual(generated, ["overshoot-font-s30"], "one generated class, the new one")
      XCTAssertTrue(Text("Growing").font(.title).update(label))
      XCTAssertEqual(Self.classes(of: label).filter { $0.hasPrefix("overshoot-") }, [])
      XCTAssertEqual(gtk_widget_has_css_class(label, "title-2"), 1)
    }
  }

  @MainActor static func classes(of widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
    guard let classes = gtk_widget_get_css_classes(widget) else { return [] }
    defer { g_strfreev(classes) }
    var names: [String] = []
    var index = 0
    while let name = classes[index] {
      names.append(String(cString: name))
      index += 1
    }
    return names
  }
}
