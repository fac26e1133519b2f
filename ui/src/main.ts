// Mounts the app into the page.
import { mount } from 'svelte';
import App from './App.svelte';
import { followNativeInsets } from './lib/native-insets';
import './app.css';

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');

// Android: the system bars' and the cutout's insets where the WebView gives none.
followNativeInsets();
export default mount(App, { target });
