package app.tipgobble

import android.content.ActivityNotFoundException
import android.content.Intent
import android.net.Uri
import android.os.Bundle
import android.webkit.WebView
import androidx.activity.enableEdgeToEdge
import androidx.core.content.ContextCompat
import androidx.core.view.ViewCompat
import androidx.webkit.WebViewCompat
import com.google.android.material.dialog.MaterialAlertDialogBuilder

class MainActivity : TauriActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        // The page draws under the status and navigation bars and keeps its content out of them
        // with the insets (CSS env(safe-area-inset-*), or TipGobbleAndroid where the WebView
        // gives none).
        enableEdgeToEdge()
        super.onCreate(savedInstanceState)
        if (savedInstanceState == null) warnIfWebViewTooOld()
    }

    /** Called by Wry with the new WebView, before it loads the page. */
    override fun onWebViewCreate(webView: WebView) {
        // The theme's page colour until the page paints, instead of the WebView's white.
        webView.setBackgroundColor(ContextCompat.getColor(this, R.color.window_background))

        val bridge = TipGobbleAndroid(this, webView)
        webView.addJavascriptInterface(bridge, TipGobbleAndroid.NAME)
        ViewCompat.setOnApplyWindowInsetsListener(webView) { view, insets ->
            // The part of the window below the WebView, which the keyboard covers first.
            val location = IntArray(2)
            view.getLocationInWindow(location)
            val below = (view.rootView.height - location[1] - view.height).coerceAtLeast(0)
            bridge.onInsets(insets, resources.displayMetrics.density, below)
            // The WebView's own handling too: from Android WebView 140 on it sets env(safe-area-*).
            ViewCompat.onApplyWindowInsets(view, insets)
        }
    }

    /**
     * Says so when the WebView is older than the page needs ([MIN_WEBVIEW_MAJOR]), with a button
     * to its store page: the board would overflow the screen and colours would be missing. A
     * WebView whose version cannot be read is given the benefit of the doubt.
     */
    private fun warnIfWebViewTooOld() {
        val webView = WebViewCompat.getCurrentWebViewPackage(this) ?: return
        val version = webView.versionName ?: return
        val major = version.substringBefore('.').toIntOrNull() ?: return
        if (major >= MIN_WEBVIEW_MAJOR) return
        MaterialAlertDialogBuilder(this)
            .setTitle(R.string.webview_too_old_title)
            .setMessage(getString(R.string.webview_too_old_message, version, MIN_WEBVIEW_MAJOR))
            .setPositiveButton(R.string.webview_too_old_update) { _, _ ->
                openStorePage(webView.packageName)
            }
            .setNegativeButton(R.string.webview_too_old_close, null)
            .show()
    }

    /** Opens the store's page of [packageName]: the store app, else the Play web page. */
    private fun openStorePage(packageName: String) {
        for (page in listOf(
            "market://details?id=$packageName",
            "https://play.google.com/store/apps/details?id=$packageName",
        )) {
            try {
                startActivity(Intent(Intent.ACTION_VIEW, Uri.parse(page)))
                return
            } catch (noApp: ActivityNotFoundException) {
                // No app for this kind of link: try the next.
            }
        }
    }

    companion object {
        /**
         * The oldest Android System WebView (or Chrome) major version the page works in: 111, for
         * CSS color-mix() (container queries and :has() need 105). It is the floor the built CSS
         * is checked against (scripts/check-css-floor.mjs; docs/mobile.md, Old web engines).
         */
        const val MIN_WEBVIEW_MAJOR = 111
    }
}
