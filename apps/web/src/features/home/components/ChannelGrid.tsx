import { LIMITS } from "@ask/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { channelIconName } from "../../../components/light/channel-icon-names";
import { Icon } from "../../../components/light/Icon";
import { useUp } from "../../../lib/media-query";
import { useChannels } from "../../catalogue";

/** Channel tiles; at most 9 on wide screens (spec 2, Home), each opening /categories?channel_id=. */
export function ChannelGrid() {
  const { t } = useTranslation("home");
  const wide = useUp("md");
  const channels = useChannels();
  const tiles = wide ? (channels.data ?? []).slice(0, LIMITS.homeChannelTiles) : (channels.data ?? []);
  return (
    <section aria-labelledby="channels-heading">
      <h2 id="channels-heading" className="l-heading">
        {t("channels")}
      </h2>
      <div className="l-channel-grid" data-testid="channel-grid">
        {channels.isPending &&
          Array.from({ length: 9 }, (_, i) => <span key={i} className="l-skeleton" aria-hidden="true" />)}
        {tiles.map((channel) => (
          <Link
            key={channel.id}
            to={`/categories?channel_id=${channel.id}`}
            className="l-tile"
            data-testid={`channel-tile-${channel.icon}`}
          >
            <Icon name={channelIconName(channel.icon)} />
            <span>{channel.name}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}
