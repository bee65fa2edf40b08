extension FlexibleWords {
    /// Chinese fillers, locatives and measure words that stand for one
    /// another, the generic words for an app, and the traditional characters
    /// a user may type for a simplified phrase.
    static let simplifiedChinese = FlexibleWords(
        fillers: [
            "请", "帮我", "帮忙", "一下", "吧", "麻烦", "麻烦你", "给我", "我要", "我想", "能不能", "可以", "呢", "啊",
            "好吗", "谢谢", "请你", "你",
        ],
        smallWords: ["里", "中", "上", "内", "的", "一", "个", "本", "份", "碗", "在", "我", "了", "和", "与", "把", "用"],
        interchangeable: [["里", "中", "上", "内"], ["份", "碗", "个"], ["和", "与", "跟"]],
        genericAppWords: ["app", "应用", "应用程序", "软件"],
        traditionalToSimplified: ChineseTraditional.pairs,
        didYouMean: { "你是说“\($0)”吗？" },
        notMeant: "抱歉，我没明白你的意思。",
        closestPhrases: { "最接近的说法：" + $0.map { "“\($0)”" }.joined(separator: "、") })
}

/// Traditional characters and their simplified forms, as pairs of
/// characters: the common ones, and every one the sample phrases need.
enum ChineseTraditional {
    /// Traditional character, then simplified character, repeated.
    static let pairs = """
        萬万與与專专麗丽為为鄉乡書书買买從从傳传體体兒儿關关蘭兰準准減减幾几劃划創创刪删務务動动辦办醫医單单賣卖\
        壓压廚厨葉叶嗎吗圖图備备復复媽妈學学寵宠導导將将層层帶带庫库開开異异當当態态護护報报擇择換换掃扫數数時时\
        顯显暫暂殺杀來来標标樣样湯汤澆浇濃浓靈灵點点愛爱狀状獨独瑪玛現现電电蓋盖種种簡简類类紅红約约納纳練练經经\
        給给統统繼继續续緩缓繆缪羅罗蔥葱見见計计訂订記记設设話话讀读課课誰谁調调貨货購购蹤踪過过還还這这連连選选\
        醬酱採采裡里裏里鐘钟鍾钟銷销長长門门閃闪閉闭間间閱阅靜静麵面項项須须預预題题風风飛飞館馆鯨鲸鳥鸟雞鸡鷄鸡\
        麥麦個个麼么習习於于親亲產产們们價价眾众優优會会傷伤寫写軍军農农況况凍冻則则剛刚劇剧勸劝華华發发髮发變变\
        號号聽听啟启員员響响問问園园圍围國国處处頭头實实對对歲岁師师廣广應应張张強强歸归錄录憶忆總总驚惊戲戏執执\
        擴扩擁拥據据無无舊旧術术機机雜杂權权條条極极構构歡欢氣气漢汉沒没澤泽潔洁濟济溫温滿满熱热爺爷環环畫画療疗\
        確确禮礼離离筆笔簽签網网織织級级線线細细組组結结綠绿節节藥药蝦虾視视認认讓让議议許许論论證证識识試试語语\
        說说請请謝谢負负費费資资車车轉转輕轻邊边運运進进遠远適适郵邮錢钱鐵铁鏈链鬧闹隊队陽阳陰阴險险難难順顺飯饭\
        飲饮餅饼魚鱼鹽盐幫帮東东著着後后臺台賽赛驗验燈灯鹹咸鴨鸭雖虽僅仅紐纽訊讯腦脑鬆松專专夥伙廳厅員员雲云\
        啞哑蘿萝蔔卜豐丰為为義义烏乌喬乔亞亚產产傑杰內内兩两冊册寶宝實实寬宽剎刹劍剑勞劳區区協协廠厂參参雙双\
        臥卧衛卫歷历壞坏夢梦奪夺孫孙寧宁寢寝將将層层嶺岭幣币廢废彈弹徑径恆恒愛爱慮虑懷怀戰战擊击擔担攜携斷断\
        於于晝昼暈晕曬晒樂乐槍枪歐欧殘残毀毁氣气決决沖冲淚泪滅灭漲涨燒烧牆墙獎奖產产畢毕瘋疯盡尽監监盤盘睏困\
        礎础禪禅穩稳窮穷竇窦筍笋範范築筑糧粮緊紧縣县繪绘罰罚聯联聲声膽胆膚肤舉举艦舰艱艰蘋苹蟲虫補补裝装複复\
        覺觉規规親亲觸触訪访詞词詢询誤误護护讚赞豬猪貓猫賬账質质趕赶蹟迹輪轮辦办農农遞递遺遗邏逻醜丑釋释鋼钢\
        錯错鍋锅鏡镜闊阔陸陆隨随雜杂雞鸡頁页頓顿顏颜願愿類类飄飘餓饿餘余館馆馬马駕驾騎骑驅驱髒脏鬥斗魯鲁鮮鲜\
        鴿鸽鵝鹅麗丽黃黄齊齐齒齿龍龙龜龟
        """
}
