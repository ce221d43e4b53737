import {
  AppstoreOutlined,
  BarChartOutlined,
  BarcodeOutlined,
  ContainerOutlined,
  DatabaseOutlined,
  ExportOutlined,
  FileTextOutlined,
  HomeOutlined,
  ImportOutlined,
  PrinterOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icons of the top-level menu entries, imported one by one (no whole icon set in the bundle). */
export const menuIcons: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  export: <ExportOutlined />,
  import: <ImportOutlined />,
  container: <ContainerOutlined />,
  database: <DatabaseOutlined />,
  barcode: <BarcodeOutlined />,
  schedule: <ScheduleOutlined />,
  swap: <SwapOutlined />,
  barChart: <BarChartOutlined />,
  shop: <ShopOutlined />,
  appstore: <AppstoreOutlined />,
  fileText: <FileTextOutlined />,
  printer: <PrinterOutlined />,
  setting: <SettingOutlined />,
};
