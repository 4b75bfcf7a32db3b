import Overshoot

/// Seed 004: `scrollIndicatorsFlash(onAppear:)` and `scrollIndicatorsFlash(trigger:)`: the
/// indicators flash when the list appears and whenever the Add button adds an item.
@MainActor
public enum Seed004FlashIndicators {
  /// The page.
  public static func window(_ model: Headlines) -> Window {
    Window("Flash indicators") {
      Button("Add") { model.add() }.padding(6)
      List(model.items, id: \.id) { headline in Text(headline.title).leadingAligned().padding(8) }
        .scrollIndicatorsFlash(onAppear: true)
        .scrollIndicatorsFlash(trigger: model.items.count)
    }
  }
}
