import CAdwaita
import GtkGlue
import Overshoot

/// A row offering one of a few choices in a drop-down, bound to a `Binding<Value>`: picking an
/// option writes its value, and a new value (from an `@Observable` model) shows its option. An
/// `AdwComboRow` (libadwaita 1.0 and later), like a SwiftUI `Picker` in a `Form`.
public struct ComboRow<Value: Equatable>: PreferencesRow {
  let title: String
  let subtitle: String?
  let selection: Binding<Value>
  let options: [(title: String, value: Value)]

  /// A row titled `title`, with `subtitle` under it, offering `options` (each a title and the
  /// value it stands for), showing and setting `selection`.
  public init(
    _ title: String, subtitle: String? = nil, selection: Binding<Value>,
    options: [(title: String, value: Value)]
  ) {
    self.title = title
    self.subtitle = subtitle
    self.selection = selection
    self.options = options
  }

  /// Makes the row and binds its choice.
  public func makeRow() -> UnsafeMutablePointer<GtkWidget> {
    let row = Self.makeComboRow(title, subtitle, options.map(\.title))
    let (selection, options, title) = (self.selection, self.options, self.title)
    ObservedContent.bind(
      row, read: { selection.wrappedValue },
      apply: { value, _ in
        guard let position = options.firstIndex(where: { $0.value == value }) else {
          return AdwaitaDiagnostics.warn("ComboRow “\(title)”: \(value) is none of its options")
        }
        if overshoot_adw_combo_row_get_selected(row) != UInt32(position) {
          overshoot_adw_combo_row_set_selected(row, UInt32(position))
        }
      })
    row.connectWithPointer("notify::selected") { _ in
      let position = Int(overshoot_adw_combo_row_get_selected(row))
      guard options.indices.contains(position) else { return }
      let value = options[position].value
      if selection.wrappedValue != value { selection.wrappedValue = value }
    }
    return row
  }

  /// An AdwComboRow listing `titles`, with C strings that live as long as the call.
  private static func makeComboRow(
    _ title: String, _ subtitle: String?, _ titles: [String]
  ) -> UnsafeMutablePointer<GtkWidget> {
    var strings: [UnsafeMutablePointer<CChar>?] = titles.map { strdup($0) } + [nil]
    defer { for string in strings { free(string) } }
    return strings.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count)
      {
        guard let row = overshoot_adw_combo_row_new(title, subtitle, $0) else {
          preconditionFailure("adw_combo_row_new returned NULL")
        }
        return row
      }
    }
  }
}
