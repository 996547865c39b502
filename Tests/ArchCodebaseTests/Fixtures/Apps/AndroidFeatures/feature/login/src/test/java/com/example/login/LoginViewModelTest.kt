package com.example.login

class LoginViewModelTest {
    fun submitSetsTheName() {}
}
