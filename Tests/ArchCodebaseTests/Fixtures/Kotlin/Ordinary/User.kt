package com.example.model

import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

/** A user as the API returns it. */
@Serializable
data class User(
    val id: String,
    @SerialName("display_name") val name: String,
    val followers: Int = 0,
    val avatarUrl: String? = null, // absent for new accounts
) {
    /** Initials for the avatar placeholder, e.g. "AL" for "Ada Lovelace". */
    val initials: String
        get() = name.split(' ')
            .filter { it.isNotBlank() }
            .take(2)
            .joinToString("") { it.first().uppercase() }

    val summary: String get() = "$name ($followers followers)"

    companion object {
        val preview = User(id = "1", name = "Ada Lovelace", followers = 1815)
    }
}

/**
 * What loading a user can end in.
 */
sealed interface UserResult {
    data class Loaded(val user: User) : UserResult
    data class Failed(val reason: String) : UserResult
    data object NotFound : UserResult
}

// Separators for the CSV export; a char literal each.
const val SEPARATOR = ','
const val NEWLINE = '\n'

fun UserResult.describe(): String = when (this) {
    is UserResult.Loaded -> "Loaded ${user.name}"
    is UserResult.Failed -> "Failed: $reason"
    UserResult.NotFound -> "Not found"
}
