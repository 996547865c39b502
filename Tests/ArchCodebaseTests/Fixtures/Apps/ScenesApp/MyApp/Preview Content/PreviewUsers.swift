let previewUser = User(name: "Preview")
