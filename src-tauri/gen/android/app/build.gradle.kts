import java.util.Properties
import org.jetbrains.kotlin.gradle.dsl.JvmTarget

plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
    id("rust")
}

val tauriProperties = Properties().apply {
    val propFile = file("tauri.properties")
    if (propFile.exists()) {
        propFile.inputStream().use { load(it) }
    }
}

// Release signing: gen/android/keystore.properties (ignored by git, never committed) with
// storeFile (absolute, or relative to gen/android), storePassword, keyAlias and keyPassword.
// Without it a release build is unsigned and says so.
val keystorePropertiesFile = rootProject.file("keystore.properties")
val keystoreProperties = Properties().apply {
    if (keystorePropertiesFile.exists()) {
        keystorePropertiesFile.inputStream().use { load(it) }
    }
}
val signingKeys = listOf("storeFile", "storePassword", "keyAlias", "keyPassword")
val signsRelease = keystorePropertiesFile.exists()
if (signsRelease) {
    val missing = signingKeys.filter { keystoreProperties.getProperty(it).isNullOrBlank() }
    if (missing.isNotEmpty()) {
        throw GradleException("$keystorePropertiesFile lacks ${missing.joinToString()}")
    }
}

android {
    compileSdk = 37
    namespace = "app.tipgobble"
    defaultConfig {
        manifestPlaceholders["usesCleartextTraffic"] = "false"
        applicationId = "app.tipgobble"
        // Android 7.0, as bundle.android.minSdkVersion in tauri.conf.json (the NDK target the
        // Rust code is built for): its WebView updates from the Play Store to Chrome 119, past
        // the WebView 111 the page needs (MainActivity's MIN_WEBVIEW_MAJOR, which tells a person
        // with an older one to update it).
        minSdk = 24
        targetSdk = 37
        // tauri.properties is written by `tauri android build` and `dev` from tauri.conf.json's
        // version: major * 1_000_000 + minor * 1_000 + patch, so it grows with every release.
        versionCode = tauriProperties.getProperty("tauri.android.versionCode", "1").toInt()
        versionName = tauriProperties.getProperty("tauri.android.versionName", "1.0")
    }
    signingConfigs {
        if (signsRelease) {
            create("release") {
                storeFile = rootProject.file(keystoreProperties.getProperty("storeFile"))
                storePassword = keystoreProperties.getProperty("storePassword")
                keyAlias = keystoreProperties.getProperty("keyAlias")
                keyPassword = keystoreProperties.getProperty("keyPassword")
            }
        }
    }
    buildTypes {
        getByName("debug") {
            manifestPlaceholders["usesCleartextTraffic"] = "true"
            isDebuggable = true
            isJniDebuggable = true
            isMinifyEnabled = false
            packaging {
                jniLibs.keepDebugSymbols.add("*/arm64-v8a/*.so")
                jniLibs.keepDebugSymbols.add("*/armeabi-v7a/*.so")
                jniLibs.keepDebugSymbols.add("*/x86/*.so")
                jniLibs.keepDebugSymbols.add("*/x86_64/*.so")
            }
        }
        getByName("release") {
            if (signsRelease) {
                signingConfig = signingConfigs.getByName("release")
            }
            optimization {
               enable = true
            }
            // The platform's defaults first (they keep @JavascriptInterface methods, native
            // methods and the annotations the WebView looks for), then the project's and the
            // generated ones (proguard-rules.pro; Wry's proguard-wry.pro, Tauri's
            // proguard-tauri.pro).
            proguardFiles(
                getDefaultProguardFile("proguard-android-optimize.txt"),
                *fileTree(".") {
                  include("**/*.pro")
                  exclude("build/**")
                }.files.toTypedArray()
            )
        }
    }
    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_1_8
        targetCompatibility = JavaVersion.VERSION_1_8
    }
    buildFeatures {
        buildConfig = true
    }
}

kotlin {
    compilerOptions {
        jvmTarget = JvmTarget.JVM_1_8
    }
}

rust {
    rootDirRel = "../../../"
}

dependencies {
    implementation("androidx.webkit:webkit:1.14.0")
    implementation("androidx.appcompat:appcompat:1.7.1")
    implementation("androidx.activity:activity-ktx:1.10.1")
    implementation("com.google.android.material:material:1.12.0")
    implementation("androidx.lifecycle:lifecycle-process:2.10.0")
    testImplementation("junit:junit:4.13.2")
    androidTestImplementation("androidx.test.ext:junit:1.1.4")
    androidTestImplementation("androidx.test.espresso:espresso-core:3.5.0")
}

apply(from = file("tauri.build.gradle.kts"))

// Says so at every release build without keystore.properties (the configuration is cached, so a
// message at configuration time would show only once).
if (!signsRelease) {
    val unsigned = "No src-tauri/gen/android/keystore.properties: this release build is UNSIGNED; " +
        "Google Play and installing it need it signed (README, Android release signing)."
    val warnUnsigned = tasks.register("warnUnsignedRelease") {
        doLast { logger.warn(unsigned) }
    }
    tasks.matching { it.name.startsWith("pre") && it.name.endsWith("ReleaseBuild") }
        .configureEach { dependsOn(warnUnsigned) }
}
