// kept_places.h — the places of a folder's pages where an edition keeps English prose as its
// rule: pages made from one template (an error reference's pages, each quoting the message as
// the program prints it; a command reference's, each with its usage line) whose translator
// translates each page but leaves one part of the template in the source language. The
// untranslated check does not report a unit at such a place (check_untranslated.cc), unless it
// stands after its page's last unit in its own script: an end the translation has not reached.
//
//   KeptPlaces kept = KeptPlaces::Learn(editions, jobs);   // each edition of the run once
//   kept.Keeps(edition, u);    // unit u of `edition` is English prose at a kept place
//
// A unit's place in its page is its front-matter key (`title`), or else its ordinal among the
// page's units outside the front matter: the same part of a template is at the same place in
// every page made from it. Such a unit has a second place where a heading follows it: how many
// units before which heading it stands, as an optional part of the template on some pages (a
// deprecation notice) moves the parts after it down. That place is kept only where the units in
// English at it stand at one ordinal in at least half of the pages (a template's part that an
// optional one moves on a few), and never by a heading the site supplies (an admonition's
// "Note") or one whose text the page repeats: pages written one by one that leave English
// before a common heading ("## 참고") do not put it at one ordinal. Position alone does not tell
// an extra unit of a page's own before the heading from the kept part moved down by an optional
// one; in a folder whose template keeps that part, the extra unit is taken for it. A place is kept
// in the pages of one folder of one edition language when, of the folder's pages that translate
// (EditionScripts::CjkMajority), more than half have English prose there
// (EditionScripts::IsLatinProse), and at least kMinKeepingPages do. The translated pages are what
// make it a choice: a page left wholly in English is a page not translated, and counts neither way;
// nor does English after a page's last unit in its own script, an end the translation has not
// reached (at places set by the page's length, which in pages of one length coincide). Most of the
// folder's pages, not most of those long enough to have the place: the untranslated ends of a few
// long pages are at places the short ones lack. And pages written one by one do not put the same
// part at the same place: where they leave English at one place in most of a folder, the place is a
// template's.
#ifndef CONCORD_RULES_KEPT_PLACES_H_
#define CONCORD_RULES_KEPT_PLACES_H_

#include <span>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "model.h"

namespace concord {

class KeptPlaces {
 public:
  // The fewest pages that make a rule: two pages alike can be one oversight copied.
  static constexpr int kMinKeepingPages = 3;

  // Learns from `editions` (each edition of the run once), reading the folders on
  // ThreadCount(jobs) threads; the result is the same for any number.
  static KeptPlaces Learn(std::span<const Edition* const> editions, unsigned jobs);

  // Whether unit `u` of `e` stands at a place where its folder's pages keep English prose (the
  // caller asks of a unit in English prose). Learned from the run's documents: `concord hook`,
  // which checks the touched ones, learns from those, as it does the rest of RunKnowledge.
  // REQUIRES: `e` is one of the editions learned from, or has the same language and path.
  bool Keeps(const Edition& e, int u) const;

  bool empty() const { return kept_.empty(); }

 private:
  // language '\n' folder '\n' place ("=title", "#3", "^1 무엇이 잘못되었나요?")
  std::unordered_set<std::string> kept_;
  // language '\n' folder '\n': the folders where a place by heading is kept, with the farthest
  // such place's distance in units to its heading
  std::unordered_map<std::string, size_t> by_heading_;
};

}  // namespace concord

#endif  // CONCORD_RULES_KEPT_PLACES_H_
