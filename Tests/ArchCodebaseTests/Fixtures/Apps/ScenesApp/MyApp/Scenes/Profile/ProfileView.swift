import SwiftUI

struct ProfileView: View {
  @ObservedObject var model: ProfileViewModel

  var body: some View {
    Text(model.name)  // the user's name
  }
}
