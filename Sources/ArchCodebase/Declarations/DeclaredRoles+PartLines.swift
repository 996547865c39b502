extension DeclaredRoles {
  /// The code lines `file` gives its screen, part by part, by the
  /// definitions docs/Claims.md writes down: the view's protocols in a
  /// presenter's file are view (the contract), a view model or presenter
  /// in its view's file is logic, and a protocols file's protocols that
  /// another part implements are that part's. `archlab claims` and the
  /// suite's own figures (`compare`, `report`) both count a file so.
  ///
  /// `file.role` is the role the file was given (``decisions``' role once
  /// `LineCountReport.assignRoles(_:rules:)` ran).
  ///
  /// ```swift
  /// roles.partLines(of: presenterFile, rules: .mobilePreset)  // logic 40, view 6 (its view protocol)
  /// ```
  public func partLines(of file: FileLineCount, rules: RoleRules) -> PartLines {
    let part = rules.part(of: file.role) ?? .other
    let contract = file.role == .presenter ? max(0, contractLines[file.path] ?? 0) : 0
    let embedded = max(0, embeddedLogic[file.path]?.lines ?? 0)
    var lines = PartLines()
    lines[part] = file.counts.code - contract - embedded
    lines.view += contract
    lines.logic += embedded
    if let split = contractSplit[file.path] {
      for other in [ScreenPart.logic, .model, .wiring] { lines[other] += split[other] }
      lines[part] -= split.total
    }
    return lines
  }
}
