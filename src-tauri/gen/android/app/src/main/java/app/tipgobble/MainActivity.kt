package app.tipgobble

import android.os.Bundle
import android.webkit.WebView
import androidx.activity.enableEdgeToEdge
import androidx.core.content.ContextCompat
import androidx.core.view.ViewCompat

class MainActivity : TauriActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        // The page draws under the status and navigation bars and keeps its content out of them
        // with the insets (CSS env(safe-area-inset-*), or TipGobbleAndroid where the WebView
        // gives none).
        enableEdgeToEdge()
        super.onCreate(savedInstanceState)
    }

    /** Called by Wry with the new WebView, before it loads the page. */
    override fun onWebViewCreate(webView: WebView) {
        // The theme's page colour until the page paints, instead of the WebView's white.
        webView.setBackgroundColor(ContextCompat.getColor(this, R.color.window_background))

        val bridge = TipGobbleAndroid(this, webView)
        webView.addJavascriptInterface(bridge, TipGobbleAndroid.NAME)
        ViewCompat.setOnApplyWindowInsetsListener(webView) { view, insets ->
            bridge.onInsets(insets, resources.displayMetrics.density)
            // The WebView's own handling too: from Android WebView 140 on it sets env(safe-area-*).
            ViewCompat.onApplyWindowInsets(view, insets)
        }
    }
}
