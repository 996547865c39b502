package com.example;

import android.app.Application;

/** Starts the app. */
public class ExampleApplication extends Application {
    @Override
    public void onCreate() {
        super.onCreate();
    }
}
