package com.example.login

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.Job
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

/**
 * Holds the login screen's state and survives configuration changes.
 *
 * The view observes [state]; every user action is a method call.
 */
class LoginViewModel(
    private val repository: AuthRepository,
    private val validator: CredentialsValidator = CredentialsValidator(),
) : ViewModel() {

    private val _state = MutableStateFlow(LoginState())
    val state: StateFlow<LoginState> = _state.asStateFlow()

    // The request in flight, cancelled when a new one starts.
    private var submitJob: Job? = null

    fun onEmailChanged(email: String) {
        _state.value = _state.value.copy(email = email, error = null)
    }

    fun onPasswordChanged(password: String) {
        _state.value = _state.value.copy(password = password, error = null)
    }

    /** Validates the form, then signs in; a second tap restarts the request. */
    fun onSubmit() {
        val current = _state.value
        val problem = validator.check(current.email, current.password)
        if (problem != null) {
            _state.value = current.copy(error = "Invalid: $problem")
            return
        }
        submitJob?.cancel()
        submitJob = viewModelScope.launch {
            _state.value = current.copy(loading = true)
            // Errors become state; nothing is thrown at the view.
            val result = runCatching { repository.signIn(current.email, current.password) }
            _state.value = result.fold(
                onSuccess = { user -> current.copy(loading = false, signedInAs = user.name) },
                onFailure = { e -> current.copy(loading = false, error = e.message ?: "Unknown error") },
            )
        }
    }

    override fun onCleared() {
        submitJob?.cancel()
        super.onCleared()
    }
}

data class LoginState(
    val email: String = "",
    val password: String = "",
    val loading: Boolean = false,
    val error: String? = null,
    val signedInAs: String? = null,
)
