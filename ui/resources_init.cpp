// SPDX-License-Identifier: GPL-3.0-or-later
#include "resources_init.h"

#include <QtGlobal>

// Q_INIT_RESOURCE must be used outside any namespace.
static void registerBinpackStudioResources()
{
    Q_INIT_RESOURCE(resources);
}

namespace bp::ui {

void initResources()
{
    static const bool done = (registerBinpackStudioResources(), true);
    (void)done;
}

} // namespace bp::ui
