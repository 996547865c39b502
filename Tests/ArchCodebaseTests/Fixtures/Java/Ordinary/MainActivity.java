package com.example.app;

import android.content.Intent;
import android.os.Bundle;
import android.view.MenuItem;

import androidx.appcompat.app.AppCompatActivity;

import com.example.login.LoginFragment;

// The launcher activity: hosts one fragment at a time.
public class MainActivity extends AppCompatActivity {

    private static final String TAG_LOGIN = "login";
    private static final char SEPARATOR = ':';

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(R.layout.activity_main);

        /*
         * After a configuration change the fragment manager has already
         * restored the fragment: adding it again would stack two.
         */
        if (savedInstanceState == null) {
            getSupportFragmentManager()
                    .beginTransaction()
                    .add(R.id.container, new LoginFragment(), TAG_LOGIN)
                    .commit();
        }
    }

    @Override
    public boolean onOptionsItemSelected(MenuItem item) {
        if (item.getItemId() == R.id.action_help) {
            Intent intent = new Intent(Intent.ACTION_VIEW);
            intent.setData(android.net.Uri.parse("https://example.com/help")); // opens the browser
            startActivity(intent);
            return true;
        }
        return super.onOptionsItemSelected(item);
    }

    static String label(String section, String title) {
        return section + SEPARATOR + " " + title;
    }
}
