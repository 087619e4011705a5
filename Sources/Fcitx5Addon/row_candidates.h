// The candidate page as fcitx5 candidates: no fcitx5 interface draws a grid, so the 7 x 4 page
// goes out as 4 row candidates of 7 emoji (one emoji with its name per row in the list layout),
// the cursor on the focused row, the focused emoji highlighted within it. Paging and clicks go
// back to the engine, which owns the pages.
#ifndef SWIFT_EMOJI_FCITX5_ROW_CANDIDATES_H
#define SWIFT_EMOJI_FCITX5_ROW_CANDIDATES_H

#include "wire.h"

#include <fcitx/candidatelist.h>
#include <fcitx/inputcontext.h>
#include <functional>
#include <memory>
#include <vector>

namespace swift_emoji {

/// Called for a click on row `row`, or a page button.
using PanelActionHandler = std::function<void(fcitx::InputContext *, PanelAction, uint32_t row)>;

class RowCandidateList : public fcitx::CandidateList, public fcitx::PageableCandidateList {
public:
    RowCandidateList(fcitx::InputContext *ic, const Reply &reply, PanelActionHandler handler);

    const fcitx::Text &label(int index) const override;
    const fcitx::CandidateWord &candidate(int index) const override;
    int size() const override { return static_cast<int>(rows_.size()); }
    int cursorIndex() const override { return cursor_; }
    fcitx::CandidateLayoutHint layoutHint() const override { return fcitx::CandidateLayoutHint::Vertical; }

    bool hasPrev() const override { return hasPrevious_; }
    bool hasNext() const override { return hasNext_; }
    void prev() override { handler_(ic_, PanelAction::PageUp, 0); }
    void next() override { handler_(ic_, PanelAction::PageDown, 0); }
    bool usedNextBefore() const override { return true; }

    /// A row's text: the focused emoji highlighted (classic UI colours it), the rest plain.
    static fcitx::Text rowText(const ReplyRow &row);

private:
    fcitx::InputContext *ic_;
    PanelActionHandler handler_;
    std::vector<std::unique_ptr<fcitx::CandidateWord>> rows_;
    std::vector<fcitx::Text> labels_;
    int cursor_;
    bool hasPrevious_;
    bool hasNext_;
};

} // namespace swift_emoji

#endif
