#!/usr/bin/env bash
# Rebuilds the real-tree development set from pinned repository snapshots.
#
#   bench/realtrees/devset.sh [OUTDIR]        (default /work/devset/trees)
#   SET=spotcheck bench/realtrees/devset.sh [OUTDIR]   (default /work/devset/spotcheck)
#
# SET=spotcheck builds instead the trees outside the development set that docs/accuracy.md's
# spot checks read (thirty-fifth round on), with configs/spotcheck/<name>.yml: no rule was
# developed on them; a labelled sample of their findings is labels/spotcheck-*.tsv.
#
# Each tree is OUTDIR/<name>/: the listed paths of the repository at the pinned commit, taken
# from the bare git directory that the session's `fetch` tool leaves under $MIRRORS
# (default /work/.mirror/<owner>+<repo>/repo), plus configs/<name>.yml as concord.yml and the
# same config with `source: en` as concord-source-en.yml (for `audit`, whose --source flag
# applies only to directories). No repository text is committed; this script and the
# configs are the whole definition of the set.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
set_name=${SET:-devset}
case $set_name in
  devset) out=${1:-/work/devset/trees} configs=$here/configs ;;
  spotcheck) out=${1:-/work/devset/spotcheck} configs=$here/configs/spotcheck ;;
  *) echo "devset: SET must be devset or spotcheck, not '$set_name'" >&2; exit 2 ;;
esac
mirrors=${MIRRORS:-/work/.mirror}

# name | owner/repo | commit | paths (git pathspecs, space-separated) [| folder]
# An entry with a folder puts its paths under OUTDIR/<name>/<folder>/: a tree whose editions
# live in one repository each (a translation project's own repository per language) is one
# entry per repository, under the same name, each into its edition's folder.
trees=(
  "fastapi|fastapi/fastapi|c3f316b7e814667e8ee81e03a7330d00ee61e45c|docs/en/docs docs/zh/docs docs/ko/docs"
  "javascript-algorithms|trekhleb/javascript-algorithms|85293e3e2b88f4d2ce330d956b139cf628aa1e82|:(glob)**/README.md :(glob)**/README.zh-CN.md :(glob)**/README.ko-KR.md"
  "tldr|tldr-pages/tldr|08e345f42639f67d99282813247ac670dc6e87cb|pages/osx pages.zh/osx pages.ko/osx"
  "starlight|withastro/starlight|3999be7cc18b41095d61e3b63d68ff3e6c6c050b|:(glob)docs/src/content/docs/*.md :(glob)docs/src/content/docs/*.mdx docs/src/content/docs/components docs/src/content/docs/guides docs/src/content/docs/reference docs/src/content/docs/resources docs/src/content/docs/zh-cn docs/src/content/docs/ko"
  "opentelemetry|open-telemetry/opentelemetry.io|dd5997c8b9fafbf72ea6b8059ade242d88b8f118|content/en/docs/concepts content/en/docs/getting-started content/en/docs/collector content/zh/docs/concepts content/zh/docs/getting-started content/zh/docs/collector content/ko/docs"
  "nodejs|nodejs/nodejs.org|6f94c8a6ab643beeee7038eba3fb521207d4b345|apps/site/pages/en/about apps/site/pages/en/download apps/site/pages/en/index.mdx apps/site/pages/zh-cn/about apps/site/pages/zh-cn/download apps/site/pages/zh-cn/index.mdx apps/site/pages/ko/about apps/site/pages/ko/download"
  "astro|withastro/docs|741c1b89ba13cf9b4ac4087ef09dc269e113fa77|src/content/docs/en src/content/docs/zh-cn src/content/docs/ko"
  "cncf|cncf/glossary|ca1dc4034529de4dbcef91f75978aeffd1a12b14|content/en content/zh-cn content/ko"
  "hexo|hexojs/site|59ec5bd280851a691489538b05e31c7fcab365e2|source/docs source/zh-cn/docs source/ko/docs"
  "express|expressjs/expressjs.com|b9d510698d15f3fd21f4a13fc97fe9f292f9b105|src/content/docs/en src/content/docs/zh-cn src/content/docs/ko"
  "helm|helm/helm-www|227f41447a683545325e87aedf10c67096d11004|versioned_docs/version-3 i18n/zh/docusaurus-plugin-content-docs/version-3 i18n/ko/docusaurus-plugin-content-docs/version-3"
  "oxc|oxc-project/javascript-parser-in-rust|b85118c0d05632b2576e781d1bd863937e16d824|docs i18n/zh/docusaurus-plugin-content-docs/current i18n/ko/docusaurus-plugin-content-docs/current"
  "klaytn|klaytn/klaytn-docs|5a801a051fe183839b3a4a3452e6e2b7864b3479|docs i18n/ko/docusaurus-plugin-content-docs/current"
  "tauri|tauri-apps/tauri-docs|e1c39c6ef06b936f70e977d53c60fcf329ec3702|:(glob)src/content/docs/*.md :(glob)src/content/docs/*.mdx src/content/docs/about src/content/docs/concept src/content/docs/develop src/content/docs/distribute src/content/docs/learn src/content/docs/plugin src/content/docs/reference src/content/docs/release src/content/docs/security src/content/docs/start src/content/docs/zh-cn"
  "vitepress|vuejs/vitepress|ed2bfb266ef788e86d1a73fe3cd7708a4cd5e260|docs/en docs/zh docs/ko"
  "diffusers|huggingface/diffusers|58eb52c0803ea9af3abec60841c2a093bdf1f951|docs/source/en docs/source/zh docs/source/ko"
  "mavlink|mavlink/mavlink-devguide|d91d38c03ca5586c7b564042faecd1a08fab18d9|en/SUMMARY.md en/index.md en/about en/contributing en/file_formats en/getting_started en/guide en/mavgen_c en/mavgen_cpp en/mavgen_python en/services zh/SUMMARY.md zh/index.md zh/about zh/contributing zh/file_formats zh/getting_started zh/guide zh/mavgen_c zh/mavgen_cpp zh/mavgen_python zh/services ko/SUMMARY.md ko/index.md ko/about ko/contributing ko/file_formats ko/getting_started ko/guide ko/mavgen_c ko/mavgen_cpp ko/mavgen_python ko/services"
  "rustdesk|rustdesk/doc.rustdesk.com|4f6c2b52178ac1e7fa0ff969a753ad471f4aceeb|:(glob)content/**/*.en.md :(glob)content/**/*.zh-cn.md :(glob)content/**/*.ko.md :(glob)content/*.en.md :(glob)content/*.zh-cn.md :(glob)content/*.ko.md"
  "hfcourse|huggingface/course|16af5667532d6966f0fe83f44cc848dd7698a215|chapters/en chapters/zh-CN chapters/ko"
  "estoolkit|toss/es-toolkit|a1918b04e0e46e70000e0b6b048f1aabaafc1afb|:(glob)docs/*.md docs/compat docs/fp docs/iterator docs/reference docs/server docs/ko docs/zh_hans"
  "smolagents|huggingface/smolagents|e3a5b8994b301983b91c0325546e9dc82eab8cf0|docs/source/en docs/source/zh docs/source/ko"
  "artcmdline|jlevy/the-art-of-command-line|6b50745d2e788add2e8f1ed29010e72659a9a074|README.md README-zh.md README-ko.md"
  "gin|gin-gonic/website|4ef9b725ae3effe99d8d81aa423d35bff17606f0|src/content/docs/en src/content/docs/zh-cn src/content/docs/ko-kr"
  "ciu|jwasham/coding-interview-university|717298bf219a30d7fb0671285c5f057b1bb74b27|README.md translations/README-cn.md translations/README-ko.md"
  "nodebp|goldbergyoni/nodebestpractices|dc3d60c29d5483d9ea99cf261bbd6203516a2ba7|:(glob)README*.md sections"
  "promptguide|dair-ai/Prompt-Engineering-Guide|3d96678f28793e6f23ac6c0127799489f2c9022b|:(glob)pages/**/*.en.mdx :(glob)pages/**/*.zh.mdx :(glob)pages/**/*.kr.mdx"
  "agentscourse|huggingface/agents-course|8c0832eae634ebb34541c65265caa6da4c5d2c57|units/en units/zh-CN units/ko"
  "audiocourse|huggingface/audio-transformers-course|55beb9b360e07697ce28de84e74531cead2d9024|chapters/en chapters/zh-CN chapters/ko"
  "swr|vercel/swr-site|d2557b11f30299569a729a81bed7ac86f9fc635b|content/docs content/examples content/blog"
  "typechallenges|type-challenges/type-challenges|0b0b0b18bcb7ac42dc22ce26ffb438231d4754b1|:(glob)README.md :(glob)README.zh-CN.md :(glob)README.ko.md :(glob)questions/**/README.md :(glob)questions/**/README.zh-CN.md :(glob)questions/**/README.ko.md"
  "vuerouter|vuejs/vue-router|779dc5c716f82f097b48536037c4c1d5b7505339|docs/README.md docs/installation.md docs/api docs/guide docs/zh docs/kr"
  "vuex|vuejs/vuex|ddf196969379d038e5ce6250233b1a181197a2ca|docs/README.md docs/installation.md docs/api docs/guide docs/zh docs/kr"
  "testingbp|goldbergyoni/javascript-testing-best-practices|63a2bb07bb718d0a34a9c1249ef0df9b1266dad8|readme.md readme-zh-CN.md readme.kr.md"
  "wails|wailsapp/wails|f38ae268344700a3f48dd1e95b716f2059f7269e|website/docs website/i18n/zh-Hans/docusaurus-plugin-content-docs/current website/i18n/ko/docusaurus-plugin-content-docs/current"
  "tfl10n|tensorflow/docs-l10n|7cb584af651df3863a3bebc93674163f8dc6db7b|site/en-snapshot/lite site/en-snapshot/hub site/en-snapshot/js site/en-snapshot/datasets site/zh-cn/lite site/zh-cn/hub site/zh-cn/js site/zh-cn/datasets site/ko/lite site/ko/hub site/ko/js site/ko/datasets"
  "ffcodequality|toss/frontend-fundamentals|161d3d6a0d6d372eacd75036de567511643f6265|fundamentals/code-quality/index.md fundamentals/code-quality/code fundamentals/code-quality/en fundamentals/code-quality/zh-hans"
  "jsquestions|lydiahallie/javascript-questions|a8b427b9f7f94f1a2965144ba544b475c5f65829|README.md zh-CN/README-zh_CN.md ko-KR/README-ko_KR.md"
  "suspensive|toss/suspensive|c9ada0a088fe6fdb14440935edf01b7a0680d1ae|docs/suspensive.org/src/content/en docs/suspensive.org/src/content/ko"
  "adguarddns|AdguardTeam/KnowledgeBaseDNS|02636e963b4d83cf08c3197cca64126157d7236c|docs i18n/zh-CN/docusaurus-plugin-content-docs/current i18n/ko/docusaurus-plugin-content-docs/current"
  "qgc|mavlink/qgc-user-guide|d16d8742ecc29ae31dc204d33324056cfd5b0873|en zh ko"
  "hfhub|huggingface/huggingface_hub|ee0a4510f4bc15e26cb722be2efc2bdb01383ca0|docs/source/en docs/source/cn docs/source/ko"
  "wtfjs|denysdovhan/wtfjs|e92b871953d04581d3e5b35e942a02c85031d662|README.md README-zh-cn.md README-kr.md"
  "ghcheat|tiimgreen/github-cheat-sheet|746af1b42356973f66627319bbaf4ac5157c5308|README.md README.zh-cn.md README.ko.md"
  "axios|axios/axios-docs|675520be0eadf96fa76abf107e95e916f232068d|posts/en posts/zh posts/kr"
  "react|reactjs/react.dev|12d692da47e77cdc558b928fcfbaf4e71c6d0cec|src/content/learn|en"
  "react|reactjs/zh-hans.react.dev|f6cda05526ceff44b24588e9e0c2e2106d4588d4|src/content/learn|zh-hans"
  "react|reactjs/ko.react.dev|2e8c873c3cea6703d1c94d01b5d5716259005c8e|src/content/learn|ko"
)

spotcheck=(
  "codegpt|JudiniLabs/code-gpt-docs|745a2980e57b5c68e981fce1233bc159c2b6bc54|:(glob)docs/**/*.md :(glob)i18n/zh-Hans/docusaurus-plugin-content-docs/current/**/*.md :(glob)i18n/ko/docusaurus-plugin-content-docs/current/**/*.md"
  "kbvpn|AdguardTeam/KnowledgeBaseVPN|f564444c47b3d4ac08bb5dcdf0b6b69bf6d044e1|:(glob)docs/**/*.md :(glob)i18n/zh-CN/docusaurus-plugin-content-docs/current/**/*.md :(glob)i18n/zh-CN/docusaurus-plugin-content-docs/current/**/*.mdx :(glob)i18n/ko/docusaurus-plugin-content-docs/current/**/*.md :(glob)i18n/ko/docusaurus-plugin-content-docs/current/**/*.mdx"
  "ha|krahets/hello-algo|28c1e74c1d3594fca7cc41b78a6bd18b700c5ce9|:(glob)docs/**/*.md :(glob)en/docs/**/*.md"
  "oa|openai/openai-agents-python|7f7a44f8dc0650296bd5ab6c745c9bcbaa6ac3b7|:(glob)docs/**/*.md :(exclude)docs/ref"
  "gv|Nagi-ovo/gemini-voyager|103c367c0230b4b1c176066cf777a246c6c84d8f|:(glob)docs/**/*.md"
  "gfr|k88hudson/git-flight-rules|80d27e63e15463c13744904bbf194a9d7c3d5340|:(glob)README*.md"
  "le|letsencrypt/website|b89871ef735cbb447f8d72c86146fcc8e62fc4ab|:(glob)content/en/**/*.md :(glob)content/zh-cn/**/*.md :(glob)content/ko/**/*.md"
  "vs|jooy2/vitepress-sidebar|d28c5d5487f54cc33776e550c146f9ea2829e14e|:(glob)docs/**/*.md"
  "aptos|aptos-labs/aptos-docs|cfb95a37b4450e83581539df21f6cfa32f2387fc|:(glob)src/content/docs/**/*.mdx"
  "agkb|AdguardTeam/KnowledgeBase|601a79680c33a347e38af5797304132c31913441|:(glob)docs/**/*.md :(glob)docs/**/*.mdx :(glob)i18n/zh-CN/docusaurus-plugin-content-docs/**/*.md :(glob)i18n/zh-CN/docusaurus-plugin-content-docs/**/*.mdx :(glob)i18n/ko/docusaurus-plugin-content-docs/**/*.md :(glob)i18n/ko/docusaurus-plugin-content-docs/**/*.mdx"
  "dig|DIG-Network/docs.dig.net|7dacdb6844bbe0e6f085d2fdef943e1b648e1e57|:(glob)docs/**/*.md :(glob)i18n/zh-CN/docusaurus-plugin-content-docs/**/*.md :(glob)i18n/ko/docusaurus-plugin-content-docs/**/*.md"
  "biome|quiple/biome-website|459a16ed753893a8e49591c291d5b4c25c403b4d|:(glob)src/content/docs/**/*.md :(glob)src/content/docs/**/*.mdx"
  "i2p|i2p/i2p.website|8e2c0ab75b82163a06150765eaf2c020ed52285b|:(glob)content/en/**/*.md :(glob)content/zh/**/*.md :(glob)content/ko/**/*.md"
  "rocky|rocky-linux/documentation|0542fba4abbadff04507445aff43648d29bbf266|:(glob)docs/**/*.md"
  "nextchat|ChatGPTNextWeb/NextChat|706a18b95b714ab29b2a4842d3b9ff4f887935d5|README.md README_CN.md README_KO.md"
  "ragflow|infiniflow/ragflow|b1b8cd623520b97b2526ffb1514bd812bdcc7eaf|README.md README_zh.md README_ko.md"
  "flowise|FlowiseAI/Flowise|ababf4c8ebc0263e03aeeb917832251d3fd785e4|README.md i18n/README-ZH.md i18n/README-KR.md"
  "obsidian|obsidianmd/obsidian-help|fa179e91e86eaff5859226cc045c81000d64e3cd|:(glob)en/**/*.md :(glob)zh/**/*.md :(glob)ko/**/*.md"
  "starship|starship/starship|6f33dcec91b758ccbae4ed850eaa6feabff798f9|docs/README.md docs/advanced-config docs/config docs/faq docs/guide docs/installing docs/presets docs/ko-KR docs/zh-CN"
  "vite|vitejs/vite|a98c8d95d552c6fa98ab66fb810f5b39ad5abf49|docs/guide docs/config|en"
  "vite|vitejs/docs-cn|e2456079a4d366282206969b7dd819e2139d2035|guide config|zh"
  "vite|vitejs/docs-ko|7cec40882780a30be887a9e7bacaa6e936868d6b|guide config|ko"
  "vuedocs|vuejs/docs|01e098a967951ea92d09b100b8e7d82c7a3369a2|src/guide|en"
  "vuedocs|vuejs-translations/docs-ko|6e646acb5687510feda533281faa546b26ea243c|src/guide|ko"
)
# Their snapshots lack many images (Git LFS): only the Markdown is taken.
[[ $set_name == spotcheck ]] && trees=("${spotcheck[@]}")

missing=0
declare -A started=()
for entry in "${trees[@]}"; do
  IFS='|' read -r name repo commit paths folder <<<"$entry"
  gitdir="$mirrors/${repo/\//+}/repo"
  if ! git --git-dir="$gitdir" cat-file -e "$commit^{commit}" 2>/dev/null; then
    echo "devset: $name: snapshot missing: no commit $commit in $gitdir" >&2
    echo "devset:   get it with the fetch tool, source github:$repo" >&2
    missing=$((missing + 1))
    continue
  fi
  dest="$out/$name"
  if [[ -z ${started[$name]:-} ]]; then
    rm -rf "$dest"
    started[$name]=1
  fi
  into="$dest${folder:+/$folder}"
  mkdir -p "$into"
  read -r -a specs <<<"$paths"
  # A snapshot may lack its largest files; git then names one outside the paths taken
  # ("error: invalid object ... schema.gif") and still exits 0 with the paths complete.
  git --git-dir="$gitdir" archive --format=tar "$commit" -- "${specs[@]}" | tar -x -C "$into"
  cp "$configs/$name.yml" "$dest/concord.yml"
  { grep -v "^source:" "$configs/$name.yml"; echo "source: en"; } >"$dest/concord-source-en.yml"
  n=$(find "$into" -type f \( -name '*.md' -o -name '*.mdx' \) | wc -l)
  echo "devset: $name: $repo@${commit:0:12} -> $into ($n Markdown files)"
done

if ((missing > 0)); then
  echo "devset: $missing snapshot(s) missing; the other trees are built" >&2
  exit 1
fi
