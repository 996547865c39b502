// LoginViewModel: the view model.
final class LoginViewModel {
  var field0 = 0
  var field1 = 1
  var field2 = 2
  var field3 = 3
  var field4 = 4
}
