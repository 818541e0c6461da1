// compact_string.cc — see compact_string.h.
#include "base/compact_string.h"

#include <ostream>

namespace concord {

std::ostream& operator<<(std::ostream& out, const CompactString& s) { return out << s.view(); }

}  // namespace concord
