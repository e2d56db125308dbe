// SPDX-License-Identifier: GPL-3.0-or-later
// The one conversion the window makes from core's UTF-8 strings.
#pragma once

#include <QString>

#include <string>

namespace bp::ui {

inline QString qs(const std::string& s)
{
    return QString::fromStdString(s);
}

} // namespace bp::ui
