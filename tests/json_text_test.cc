// json_text_test.cc — JsonText (report/json_stream.h) against its reference, nlohmann's dump:
// the same value, written a piece at a time and built whole, gives the same bytes, compact and
// indented, at any depth.
#define BOOST_TEST_DYN_LINK
#define BOOST_TEST_MODULE json_text_test
#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>
#include <random>
#include <string>

#include "report/json_stream.h"

using namespace concord;

namespace {

// Strings with what a writer escapes or keeps: quotes, backslashes, control characters, CJK.
const char* const kPieces[] = {"a", "Helm", "\"",     "\\", "\n",        "\t", "\x01", "\x1f",
                               "/", "헬름", "斯坦福", " ",  "%SRCROOT%", "{}", "\x7f", "é"};

std::string RandomString(std::mt19937& rng) {
  std::string s;
  for (int n = static_cast<int>(rng() % 5); n > 0; --n) s += kPieces[rng() % std::size(kPieces)];
  return s;
}

// A random value, built both ways: `whole` as nlohmann holds it, `text` piece by piece.
void RandomValue(std::mt19937& rng, int levels, Json* whole, JsonText* text) {
  const unsigned kind = levels == 0 ? rng() % 2 : rng() % 4;
  if (kind == 0) {
    const std::string s = RandomString(rng);
    *whole = s;
    text->String(s);
  } else if (kind == 1) {
    const int64_t n = static_cast<int64_t>(rng() % 2000001) - 1000000;
    *whole = n;
    text->Int(n);
  } else if (kind == 2) {
    *whole = Json::array();
    text->BeginArray();
    for (int n = static_cast<int>(rng() % 4); n > 0; --n) {
      Json element;
      RandomValue(rng, levels - 1, &element, text);
      whole->push_back(std::move(element));
    }
    text->End();
  } else {
    *whole = Json::object();
    text->BeginObject();
    for (int n = static_cast<int>(rng() % 4); n > 0; --n) {
      const std::string key = RandomString(rng) + std::to_string(n);  // distinct keys
      Json member;
      text->Key(key);
      RandomValue(rng, levels - 1, &member, text);
      (*whole)[key] = std::move(member);
    }
    text->End();
  }
}

// `whole` as it stands `depth` levels down in a document dumped with `indent`.
std::string Dumped(const Json& whole, int indent, int depth) {
  const std::string text = whole.dump(indent);
  std::string out;
  for (char c : text) {
    out += c;
    if (c == '\n') out.append(static_cast<size_t>(depth * indent), ' ');
  }
  return out;
}

BOOST_AUTO_TEST_CASE(random_values_are_written_as_nlohmann_dumps_them) {
  std::mt19937 rng(19);
  for (int round = 0; round < 3000; ++round) {
    const int indent = round % 3 == 0 ? -1 : 2, depth = indent < 0 ? 0 : round % 4;
    std::string text;
    JsonText writer(&text, indent, depth);
    Json whole;
    RandomValue(rng, 4, &whole, &writer);
    BOOST_TEST_REQUIRE(text == Dumped(whole, indent, depth), "round " << round);
  }
}

BOOST_AUTO_TEST_CASE(empty_containers_and_nesting) {
  std::string text;
  JsonText j(&text, 2, 1);
  j.BeginObject().Key("a").BeginArray().End().Key("b").BeginObject().End();
  j.Key("c").BeginArray().Int(1).BeginObject().Member("d", "x").End().End();
  j.End();
  BOOST_TEST(text ==
             "{\n    \"a\": [],\n    \"b\": {},\n    \"c\": [\n      1,\n      {\n        "
             "\"d\": \"x\"\n      }\n    ]\n  }");
}

}  // namespace
