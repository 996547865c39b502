final class PaymentPresenter {
  var total = 0

  func pay() { total = 0 }
}
