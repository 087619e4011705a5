internal import CGio

/// Building and reading GVariants, the values of D-Bus messages in GDBus (`g_variant_new` is
/// variadic and cannot be called from Swift).
enum GVariants {
    /// A constant value from GVariant text format (`(uint32 75,)`), or `nil` if the text is wrong.
    ///
    /// The result is a full reference: give it to a call that does not take it, then unref it.
    static func parse(_ text: String) -> OpaquePointer? {
        g_variant_parse(nil, text, nil, nil, nil)
    }

    /// A floating string.
    static func string(_ value: String) -> OpaquePointer { g_variant_new_string(value) }

    /// A floating tuple of floating `items`, which it takes.
    static func tuple(_ items: [OpaquePointer]) -> OpaquePointer {
        var children: [OpaquePointer?] = items
        return children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
    }

    /// A floating object reference `(so)`: a bus name and an object path, as AT-SPI names objects.
    static func objectReference(bus: String, path: String) -> OpaquePointer {
        tuple([string(bus), g_variant_new_object_path(path)])
    }

    /// A floating empty array of `elementType` (`{sv}`).
    static func emptyArray(of elementType: String) -> OpaquePointer {
        let type = g_variant_type_new(elementType)
        defer { g_variant_type_free(type) }
        return g_variant_new_array(type, nil, 0)
    }

    /// Child `index` of a container (a new reference; unref it).
    static func child(_ value: OpaquePointer, _ index: Int) -> OpaquePointer? {
        g_variant_get_child_value(value, gsize(index))
    }

    /// The children of a container.
    static func count(_ value: OpaquePointer) -> Int { Int(g_variant_n_children(value)) }

    /// A string (or object path) value's text.
    static func text(_ value: OpaquePointer) -> String {
        String(cString: g_variant_get_string(value, nil))
    }
}
