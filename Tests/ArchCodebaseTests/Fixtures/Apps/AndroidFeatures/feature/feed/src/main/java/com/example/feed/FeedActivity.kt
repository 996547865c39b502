package com.example.feed

import android.app.Activity

class FeedActivity : Activity(), FeedContract.View {
    override fun show(items: List<String>) {
        title = items.joinToString()
    }
}
