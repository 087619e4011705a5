#include "row_candidates.h"

#include <string>

namespace swift_emoji {

namespace {

/// One row: selecting it (a click) tells the engine which row.
class RowCandidate : public fcitx::CandidateWord {
public:
    RowCandidate(fcitx::Text text, uint32_t row, PanelActionHandler handler)
        : fcitx::CandidateWord(std::move(text)), row_(row), handler_(std::move(handler)) {}

    void select(fcitx::InputContext *ic) const override { handler_(ic, PanelAction::ClickRow, row_); }

private:
    uint32_t row_;
    PanelActionHandler handler_;
};

} // namespace

RowCandidateList::RowCandidateList(fcitx::InputContext *ic, const Reply &reply, PanelActionHandler handler)
    : ic_(ic), handler_(std::move(handler)), cursor_(static_cast<int>(reply.cursorRow)),
      hasPrevious_(reply.hasPreviousPage), hasNext_(reply.hasNextPage) {
    setPageable(this);
    for (size_t index = 0; index < reply.rows.size(); ++index) {
        rows_.push_back(std::make_unique<RowCandidate>(rowText(reply.rows[index]), index, handler_));
        // The grid's digits pick columns, so its rows have no numbers; list lines do.
        labels_.emplace_back(reply.isList ? std::to_string((index + 1) % 10) + ". " : std::string());
    }
    if (cursor_ >= size()) {
        cursor_ = size() - 1;
    }
}

const fcitx::Text &RowCandidateList::label(int index) const {
    static const fcitx::Text none;
    return index >= 0 && index < size() ? labels_[index] : none;
}

const fcitx::CandidateWord &RowCandidateList::candidate(int index) const {
    // fcitx5 asks only for indexes below size(); the first row stands in for anything else.
    return *rows_[index >= 0 && index < size() ? index : 0];
}

fcitx::Text RowCandidateList::rowText(const ReplyRow &row) {
    fcitx::Text text;
    if (row.focusStart == row.focusEnd) {
        text.append(row.text);
        return text;
    }
    text.append(row.text.substr(0, row.focusStart));
    text.append(row.text.substr(row.focusStart, row.focusEnd - row.focusStart), fcitx::TextFormatFlag::HighLight);
    text.append(row.text.substr(row.focusEnd));
    return text;
}

} // namespace swift_emoji
