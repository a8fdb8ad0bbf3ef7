import type { SvgIconComponent } from "@mui/icons-material";
import AccountBalanceOutlined from "@mui/icons-material/AccountBalanceOutlined";
import AgricultureOutlined from "@mui/icons-material/AgricultureOutlined";
import CategoryOutlined from "@mui/icons-material/CategoryOutlined";
import CodeOutlined from "@mui/icons-material/CodeOutlined";
import ConstructionOutlined from "@mui/icons-material/ConstructionOutlined";
import GavelOutlined from "@mui/icons-material/GavelOutlined";
import LocalHospitalOutlined from "@mui/icons-material/LocalHospitalOutlined";
import MemoryOutlined from "@mui/icons-material/MemoryOutlined";
import PrecisionManufacturingOutlined from "@mui/icons-material/PrecisionManufacturingOutlined";
import WaterDropOutlined from "@mui/icons-material/WaterDropOutlined";
import type { SvgIconProps } from "@mui/material";

const ICONS: Record<string, SvgIconComponent> = {
  agriculture: AgricultureOutlined,
  construction: ConstructionOutlined,
  electronics: MemoryOutlined,
  finance: AccountBalanceOutlined,
  healthcare: LocalHospitalOutlined,
  law: GavelOutlined,
  machinery: PrecisionManufacturingOutlined,
  software: CodeOutlined,
  water: WaterDropOutlined,
};

/** A channel's icon by name; unknown names fall back to the default icon (spec 8). */
export function ChannelIcon({ icon, ...props }: { icon: string } & SvgIconProps) {
  const Icon = ICONS[icon] ?? CategoryOutlined;
  return <Icon {...props} />;
}
