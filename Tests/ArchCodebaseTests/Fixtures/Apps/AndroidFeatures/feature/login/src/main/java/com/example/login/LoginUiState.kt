package com.example.login

data class LoginUiState(val name: String)
