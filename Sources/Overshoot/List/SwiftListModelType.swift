import CGtk
import GtkGlue

/// A GObject type implementing GListModel (and, on GTK 4.12+, GtkSectionModel) in Swift, the way gtk4-demo's Lists/Colors serves
/// 16,777,216 items: the model stores nothing per item; `get_item` asks the Swift backend,
/// which creates item objects lazily and hands back the same object while GTK holds it.
///
/// Instance layout: the parent GObject instance, then one pointer to the retained backend,
/// released when the model is finalized (sizes come from `g_type_query`, not Swift layouts).
enum SwiftListModelType {
  /// The registered GType (`OvershootSwiftListModel`), registered on first use.
  static let type: GType = register()
  /// Where the backend pointer sits in an instance: right after the parent GObject instance.
  /// A `let` (initialized once, thread-safely), because finalize reads it on whatever thread
  /// drops the last reference.
  private static let backendOffset: Int = {
    var parent = GTypeQuery()
    g_type_query(GObject.gType, &parent)
    return Int(parent.instance_size)
  }()

  /// A new model (one full reference) backed by `backend`, which it retains until finalized.
  @MainActor
  static func make(backend: any ListModelBackend) -> OpaquePointer {
    let instance = g_object_new_with_properties(type, 0, nil, nil)!
    let slot = UnsafeMutableRawPointer(instance).advanced(by: backendOffset)
    let box = ClosureBox(backend, counted: .attached)
    slot.storeBytes(of: box.retainedPointer(), as: UnsafeMutableRawPointer?.self)
    return instance.checked(g_list_model_get_type())
  }

  /// Tells GTK that `removed` items at `position` were replaced by `added` new ones.
  @MainActor
  static func itemsChanged(_ model: OpaquePointer, position: Int, removed: Int, added: Int) {
    g_list_model_items_changed(model, guint(position), guint(removed), guint(added))
  }

  private static func backend(of model: OpaquePointer?) -> BackendBox? {
    guard let model else { return nil }
    let slot = UnsafeMutableRawPointer(model).advanced(by: backendOffset)
    guard let raw = slot.load(as: UnsafeMutableRawPointer?.self) else { return nil }
    return BackendBox.from(raw)
  }

  private static func register() -> GType {
    var parent = GTypeQuery()
    g_type_query(GObject.gType, &parent)
    let pointerSize = guint(MemoryLayout<UnsafeMutableRawPointer?>.size)
    let type = g_type_register_static_simple(
      GObject.gType, "OvershootSwiftListModel", parent.class_size,
      { klass, _ in
        guard let klass else { return }
        let objectClass = klass.assumingMemoryBound(to: GObjectClass.self)
        objectClass.pointee.finalize = { object in
          if let object {
            let slot = UnsafeMutableRawPointer(object).advanced(
              by: SwiftListModelType.backendOffset)
            if let raw = slot.load(as: UnsafeMutableRawPointer?.self) {
              slot.storeBytes(of: nil, as: UnsafeMutableRawPointer?.self)
              BackendBox.release(raw)
            }
          }
          // The parent's finalize, read from GObject's own class (referenced for the life of
          // the process) rather than kept in a mutable static.
          let parentClass = g_type_class_peek(GObject.gType)?.assumingMemoryBound(
            to: GObjectClass.self)
          parentClass?.pointee.finalize?(object)
        }
      }, parent.instance_size + pointerSize, nil, GTypeFlags(rawValue: 0))
    var interface = GInterfaceInfo(
      interface_init: { iface, _ in
        guard let iface else { return }
        let vtable = iface.assumingMemoryBound(to: GListModelInterface.self)
        vtable.pointee.get_item_type = { _ in GObject.gType }
        vtable.pointee.get_n_items = { model in
          guard let box = SwiftListModelType.backend(of: model) else { return 0 }
          return MainActor.assumeIsolated { guint(clamping: box.closure.count) }
        }
        vtable.pointee.get_item = { model, position in
          guard let box = SwiftListModelType.backend(of: model) else { return nil }
          // Crosses the isolation check as an address: pointers are not Sendable.
          let address = MainActor.assumeIsolated { () -> UInt in
            guard Int(position) < box.closure.count else { return 0 }
            return UInt(bitPattern: box.closure.object(at: Int(position)))
          }
          return UnsafeMutableRawPointer(bitPattern: address)
        }
      }, interface_finalize: nil, interface_data: nil)
    g_type_add_interface_static(type, g_list_model_get_type(), &interface)
    addSectionModel(to: type)
    return type
  }

  /// Makes the type a GtkSectionModel when this GTK has sections (4.12+): GTK asks the backend
  /// which positions share a section, and shows one header above each.
  private static func addSectionModel(to type: GType) {
    let sectionModelType = overshoot_section_model_type()
    guard sectionModelType != 0 else { return }
    var interface = GInterfaceInfo(
      interface_init: { iface, _ in
        guard let iface else { return }
        let vtable = iface.assumingMemoryBound(to: OvershootSectionModelInterface.self)
        vtable.pointee.get_section = { model, position, start, end in
          // Crosses the isolation check as an address: pointers are not Sendable.
          let address = UInt(bitPattern: model)
          let range = MainActor.assumeIsolated { () -> Range<Int> in
            guard let box = SwiftListModelType.backend(of: OpaquePointer(bitPattern: address))
            else {
              return 0..<0
            }
            let count = box.closure.count
            // Past the end: GTK's contract is one section from the end to G_MAXUINT.
            guard Int(position) < count else { return count..<Int(guint.max) }
            return box.closure.section(containing: Int(position))
          }
          start?.pointee = guint(range.lowerBound)
          end?.pointee = guint(range.upperBound)
        }
      }, interface_finalize: nil, interface_data: nil)
    g_type_add_interface_static(type, sectionModelType, &interface)
  }
}

/// The box that holds a model's backend for the C side.
private typealias BackendBox = ClosureBox<any ListModelBackend>
