extension ScreenGrouping {
  /// Finds, for a file of a stem, the screen of that stem whose place is
  /// near its own (``ScreenNaming/isNear(_:_:)``) and shares most of it:
  /// a screen at or below the file's place first (the least such place by
  /// name), else the deepest screen above it.
  ///
  /// - Complexity: O(screens × depth) to build; O(depth) a lookup, so
  ///   placing every file is linear in the files however many screens share
  ///   a stem (`Screen` in a thousand feature folders).
  struct NearestScreen {
    struct Stem: Hashable {
      var architecture: String?
      var name: String
    }

    /// The screen at each place, per stem.
    var atPlace: [Stem: [String: Key]] = [:]
    /// The screen with the least place at or below each place, per stem.
    var atOrBelow: [Stem: [String: Key]] = [:]

    init(_ keys: [Key]) {
      for key in keys {
        let stem = Stem(architecture: key.architecture, name: key.name)
        atPlace[stem, default: [:]][key.place] = key
        var places = [""]
        for folder in key.place.split(separator: "/") {
          places.append(places.count == 1 ? String(folder) : places[places.count - 1] + "/" + folder)
        }
        for place in places where atOrBelow[stem]?[place].map({ key.place < $0.place }) ?? true {
          atOrBelow[stem, default: [:]][place] = key
        }
      }
    }

    func key(stem name: String, architecture: String?, place: [Substring]) -> Key? {
      let stem = Stem(architecture: architecture, name: name)
      if let below = atOrBelow[stem]?[place.joined(separator: "/")] { return below }
      guard let screens = atPlace[stem] else { return nil }
      for length in stride(from: place.count - 1, through: 0, by: -1) {
        if let above = screens[place.prefix(length).joined(separator: "/")] { return above }
      }
      return nil
    }
  }
}
