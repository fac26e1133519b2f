package app.tipgobble

import android.app.Activity
import android.webkit.JavascriptInterface
import android.webkit.WebView
import androidx.core.view.WindowInsetsCompat
import androidx.core.view.WindowInsetsControllerCompat

/**
 * What the page (ui/src/lib/native-insets.ts) reads and asks of Android, as
 * `window.TipGobbleAndroid`:
 * - the insets of the system bars and the display cutout in CSS pixels, which Android WebView
 *   before 140 does not give the page as `env(safe-area-inset-*)` although the app draws edge to
 *   edge: [insets] at start, then a `tipgobble-insets` window event whenever they change;
 * - the height of the on-screen keyboard over the WebView, in CSS pixels (`keyboard` in the same
 *   JSON): the app draws edge to edge, so Android resizes nothing for the keyboard, and the page
 *   keeps the focused field above it;
 * - the colour of the status and navigation bar icons, which follows the app's theme setting
 *   rather than the system's: [setDarkBars].
 *
 * Its methods are called on the WebView's JavaBridge thread, not on the UI thread.
 */
class TipGobbleAndroid(private val activity: Activity, private val webView: WebView) {
    @Volatile
    private var insetsJson = """{"top":0,"right":0,"bottom":0,"left":0,"keyboard":0}"""

    /**
     * The current insets, as JSON: `{"top":…,"right":…,"bottom":…,"left":…,"keyboard":…}` in CSS
     * pixels.
     */
    @JavascriptInterface
    fun insets(): String = insetsJson

    /** The app draws a dark theme ([dark]): light bar icons, else dark ones. */
    @JavascriptInterface
    fun setDarkBars(dark: Boolean) {
        activity.runOnUiThread {
            val window = activity.window
            WindowInsetsControllerCompat(window, window.decorView).apply {
                isAppearanceLightStatusBars = !dark
                isAppearanceLightNavigationBars = !dark
            }
        }
    }

    /**
     * Takes the window's new [insets] (on the UI thread); [density] is pixels per CSS pixel.
     * [belowWebView] is how many pixels of the window lie below the WebView's bottom edge: the
     * keyboard covers the page only by its height beyond them (nothing, should a system resize
     * the WebView above it after all).
     */
    fun onInsets(insets: WindowInsetsCompat, density: Float, belowWebView: Int) {
        val px = insets.getInsets(
            WindowInsetsCompat.Type.systemBars() or WindowInsetsCompat.Type.displayCutout(),
        )
        val ime = insets.getInsets(WindowInsetsCompat.Type.ime()).bottom
        val keyboard = (ime - belowWebView).coerceAtLeast(0)
        fun css(pixels: Int) = pixels / density
        val json = """{"top":${css(px.top)},"right":${css(px.right)},""" +
            """"bottom":${css(px.bottom)},"left":${css(px.left)},"keyboard":${css(keyboard)}}"""
        if (json == insetsJson) return
        insetsJson = json
        webView.evaluateJavascript(
            "window.dispatchEvent(new CustomEvent('$EVENT', { detail: $json }))",
            null,
        )
    }

    companion object {
        /** The name the page finds it under: `window.TipGobbleAndroid`. */
        const val NAME = "TipGobbleAndroid"

        /** The window event that carries changed insets in its `detail`. */
        const val EVENT = "tipgobble-insets"
    }
}
