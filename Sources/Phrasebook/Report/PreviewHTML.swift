/// The HTML text of the preview page as it is written: its head with the
/// page's own style, its lines, and the script that filters them — no
/// external asset, nothing loaded from the network.
struct PreviewHTML {
    /// The page so far.
    private(set) var text = ""

    /// `text` escaped for HTML text and attribute values.
    static func escaped(_ text: String) -> String {
        XMLText.escaped(text).replacingOccurrences(of: "&#10;", with: "\n")
    }

    /// An `id` for `name`: letters and digits kept, the rest `-`.
    static func anchor(_ name: String) -> String {
        "app-" + String(name.map { $0.isLetter || $0.isNumber ? $0 : "-" })
    }

    /// Appends one line.
    mutating func line(_ html: String) {
        text += html + "\n"
    }

    /// The doctype, the head with the style, and the opening of the body.
    mutating func open(title: String) {
        line("<!DOCTYPE html>")
        line(#"<html lang="en"><head><meta charset="utf-8">"#)
        line(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#)
        line("<title>\(Self.escaped(title))</title>")
        line("<style>\(Self.style)</style></head>")
        line(#"<body data-ready="no">"#)
    }

    /// The script that filters the page, and the end of the document.
    mutating func close() {
        line("<script>\(Self.script)</script>")
        line("</body></html>")
    }

    private static let style = """
        body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:0 2em 4em;color:#222}
        header{position:sticky;top:0;background:#fff;padding:.5em 0;border-bottom:1px solid #ddd;z-index:1}
        h1{font-size:1.4em;margin:.3em 0}#search{width:100%;max-width:40em;font-size:1.1em;padding:.3em}
        nav a{margin-right:.8em}table{border-collapse:collapse;margin:.5em 0 1.5em;width:100%}
        th,td{border:1px solid #ddd;padding:.3em .5em;vertical-align:top;text-align:left}
        thead th{background:#f4f4f4}.locale{color:#777;font-size:.85em}
        ul{margin:0;padding-left:1.2em}.primary{margin:0 0 .3em;font-weight:600}
        .covered .count{background:#d6f5d6}.uncovered{color:#a33}.uncovered .count{background:#f8d7d7}
        .count{border-radius:.6em;padding:0 .45em;font-size:.8em;margin-left:.3em}
        .missing{color:#a33;font-style:italic}.failed{background:#fdf0f0}.error{color:#a33}
        pre{margin:0;white-space:pre-wrap}.hidden{display:none}
        """

    private static let script = """
        (function(){
          var box=document.getElementById('search');
          var items=Array.prototype.slice.call(document.querySelectorAll('.searchable'));
          function filter(){
            var query=box.value.trim().toLowerCase();
            items.forEach(function(item){
              var shown=!query||item.textContent.toLowerCase().indexOf(query)>=0;
              item.classList.toggle('hidden',!shown);
            });
          }
          box.addEventListener('input',filter);
          document.body.setAttribute('data-ready','yes');
        })();
        """
}
