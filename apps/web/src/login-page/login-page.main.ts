import './login-page.css';
import { startLoginPage } from './login-page';

// The login page's entry (login.html). `replace`: the login page leaves no step in the history, as the
// app's redirects to and from it did (<Navigate replace>).
void startLoginPage({ root: document.body, navigate: (url) => window.location.replace(url) });
