import Overshoot

/// The settings sheet: which stories the sidebar shows and in what order.
struct SettingsSheet: Widget {
  @Environment(StoryStore.self) private var store
  @Environment(\.dismiss) private var dismiss

  var body: some Widget {
    @Bindable var store = store
    Form {
      Section("Reading") {
        Toggle("Show read stories", isOn: $store.showsReadStories)
        Picker("Order", selection: $store.order) {
          ForEach(StoryOrder.allCases) { order in Text(order.title).tag(order) }
        }
      }
      Section("About") {
        LabeledContent("Version", value: "1.0")
      }
    }
    .frame(minWidth: 420, minHeight: 320)
    .navigationTitle("Settings")
    .toolbar {
      ToolbarItem(placement: .confirmationAction) {
        Button("Done") { dismiss() }
      }
    }
  }
}
