package com.example.login;

public final class BuildConfig {}
