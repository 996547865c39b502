package com.example.data

// What the server sends.
data class UserDto(val id: Long, val name: String)
