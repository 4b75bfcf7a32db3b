/// One choice of a `Picker`: the words it shows, what a builder-form choice shows instead when
/// it is more than text, and the value it stands for.
struct PickerOption<Value> {
  let title: String
  /// The widget a builder-form choice shows, when it is not a plain `Text`; nil: the title.
  let content: (any Widget)?
  let value: Value
}

/// A `ForEach` in a `Picker`: one choice per item, tagged with the item's id unless the row
/// carries a `.tag(_:)` of its own (as SwiftUI tags a `ForEach`'s rows).
@MainActor
protocol PickerChoicesSource {
  /// Each item's parts, with the item's id when the `ForEach` has one.
  func pickerParts() -> [(part: any Widget, implicitTag: AnyHashable?)]
}

extension ForEach: PickerChoicesSource {
  func pickerParts() -> [(part: any Widget, implicitTag: AnyHashable?)] {
    items().flatMap { item in
      content(item).map { part in (part, identity?(item)) }
    }
  }
}

/// Reads the choices out of a `Picker`'s content.
@MainActor
enum PickerChoices {
  /// The choices in `parts` whose tag is a `Value`; any other part is left out with a warning,
  /// since it could never be chosen.
  static func collect<Value>(from parts: [any Widget], picker title: String) -> [PickerOption<
    Value
  >] {
    var flat: [(part: any Widget, implicitTag: AnyHashable?)] = []
    for part in WidgetBuilder.flatten(parts) {
      if let source = part as? any PickerChoicesSource {
        flat += source.pickerParts()
      } else {
        flat.append((part, nil))
      }
    }
    var options: [PickerOption<Value>] = []
    for (number, entry) in flat.enumerated() {
      guard let tag = TaggedWidget.tag(of: entry.part) ?? entry.implicitTag,
        let value = tag.base as? Value
      else {
        Diagnostics.warn(
          "Picker “\(title)”: choice \(number + 1) has no .tag(_:) of type \(Value.self), so it "
            + "can never be chosen; tag it with the value it stands for")
        continue
      }
      let text = self.text(of: entry.part)
      options.append(
        PickerOption(
          title: text ?? String(describing: value), content: text == nil ? entry.part : nil,
          value: value))
    }
    return options
  }

  /// The words `part` shows when it is a `Text`, under any modifiers and tags.
  private static func text(of part: any Widget) -> String? {
    if let text = part as? Text { return text.content() }
    if let tagged = part as? TaggedWidget { return text(of: tagged.content) }
    if let modified = part as? ModifiedWidget { return text(of: modified.content) }
    return nil
  }
}
