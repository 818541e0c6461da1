(function () {
  'use strict';
  var severities = ['error', 'warning', 'info'];
  var sheet = document.getElementById('concord-filter');
  var boxes = Array.prototype.slice.call(document.querySelectorAll('input[data-filter]'));
  function isChecked(name, fallback) {
    for (var i = 0; i < boxes.length; i++)
      if (boxes[i].getAttribute('data-filter') === name) return boxes[i].checked;
    return fallback;
  }
  function update() {
    var hidden = severities.filter(function (s) { return !isChecked(s, true); });
    var css = hidden.map(function (s) {
      return '.finding.sev-' + s + '{display:none}' +
             'mark.sev-' + s + '{background:none;box-shadow:none}';
    }).join('');
    if (isChecked('flagged-only', false)) {
      css += 'tr.bead:not([data-sevs]){display:none}';
      for (var m = 1; m < (1 << hidden.length); m++) {
        var combination = hidden.filter(function (s, i) { return (m >> i) & 1; });
        css += 'tr.bead[data-sevs="' + combination.join(' ') + '"]{display:none}';
      }
    }
    if (sheet) sheet.textContent = css;
  }
  boxes.forEach(function (box) { box.addEventListener('change', update); });
  update();
  document.body.setAttribute('data-ready', '1');
})();
