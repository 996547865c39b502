struct Session {
  var token: String
}
