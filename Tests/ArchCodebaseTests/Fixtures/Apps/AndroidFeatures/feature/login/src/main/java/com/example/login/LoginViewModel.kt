package com.example.login

import androidx.lifecycle.ViewModel

class LoginViewModel : ViewModel() {
    /* The state the fragment renders. /* Nested. */ */
    var state = LoginUiState(name = "")
        private set

    fun submit(name: String) {
        state = state.copy(name = name)
    }
}
