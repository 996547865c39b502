package com.example.login

import androidx.fragment.app.Fragment

/** Shows the login form and renders [LoginUiState]. */
class LoginFragment : Fragment() {
    private val viewModel = LoginViewModel()

    fun render(state: LoginUiState) {
        println("${state.name} // not a comment")
    }
}
