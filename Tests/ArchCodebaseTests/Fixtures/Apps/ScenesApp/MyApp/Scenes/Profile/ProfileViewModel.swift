import Combine

/// The profile screen's state.
final class ProfileViewModel: ObservableObject {
  @Published var name = ""
  private let service: UserService

  init(service: UserService) { self.service = service }

  func load() { name = service.currentUser().name }
}
