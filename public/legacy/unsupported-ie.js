/* Internet Explorer view of the unsupported-browser page (document 1 section 2). Written in ES5
 * because it runs only in browsers that cannot load the portal's modules (<script nomodule>). */
(function () {
  var texts = {
    EN: { title: 'Your browser is no longer supported.', body: 'Please upgrade your browser to one of the following supported browsers.', download: 'Download ' },
    SP: { title: 'Su navegador ya no es compatible.', body: 'Actualice su navegador a uno de los siguientes navegadores compatibles.', download: 'Descargar ' },
    FR: { title: 'Votre navigateur n\u2019est plus pris en charge.', body: 'Veuillez passer \u00e0 l\u2019un des navigateurs pris en charge suivants.', download: 'T\u00e9l\u00e9charger ' }
  };
  var browsers = [
    ['Google Chrome', 'https://www.google.com/chrome/'],
    ['Microsoft Edge', 'https://www.microsoft.com/edge'],
    ['Mozilla Firefox', 'https://www.mozilla.org/firefox/new/'],
    ['Apple Safari', 'https://www.apple.com/safari/']
  ];
  function storedLanguage() {
    var value = null;
    try { value = window.localStorage.getItem('Lang'); } catch (e) { value = null; }
    if (!value) {
      var match = /(?:^|;\s*)Lang=([^;]*)/.exec(document.cookie);
      value = match ? match[1] : 'EN_US';
    }
    value = String(value).toUpperCase();
    if (value === 'SP' || value === 'ES') return 'SP';
    if (value === 'FR') return 'FR';
    return 'EN';
  }
  function render() {
    var t = texts[storedLanguage()];
    var root = document.getElementById('root') || document.body;
    var main = document.createElement('main');
    main.setAttribute('id', 'unsupported-ie');
    main.style.cssText = 'max-width:640px;margin:3em auto;padding:0 1em;font-family:Arial,sans-serif;color:#1f1f24;text-align:center';
    var h1 = document.createElement('h1');
    h1.style.color = '#2e1246';
    h1.appendChild(document.createTextNode(t.title));
    var p = document.createElement('p');
    p.appendChild(document.createTextNode(t.body));
    var ul = document.createElement('ul');
    ul.style.cssText = 'list-style:none;padding:0';
    for (var i = 0; i < browsers.length; i++) {
      var li = document.createElement('li');
      li.style.margin = '0.5em 0';
      var a = document.createElement('a');
      a.setAttribute('href', browsers[i][1]);
      a.setAttribute('rel', 'noopener noreferrer');
      a.style.color = '#5b2a86';
      a.appendChild(document.createTextNode(t.download + browsers[i][0]));
      li.appendChild(a);
      ul.appendChild(li);
    }
    main.appendChild(h1);
    main.appendChild(p);
    main.appendChild(ul);
    root.appendChild(main);
  }
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', render);
  } else {
    render();
  }
})();
